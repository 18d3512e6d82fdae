import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MarkdownDocument } from '#components/markdown-document.tsx';
import howToMarkdown from '../how-to-use.md?raw';
import { HowToVideo } from './how-to-video.tsx';

/** How to Use (17): the numbered guide (a Markdown file of this feature) and the video. */
export const HowToScreen = ({
  videoUrl,
  isVideoUrlLoading,
}: {
  videoUrl: string | null;
  isVideoUrlLoading: boolean;
}) => (
  <Stack spacing={3} sx={{ width: '100%', maxWidth: 860, mx: 'auto' }}>
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <MarkdownDocument source={howToMarkdown} label="How to Use" />
    </Paper>
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="how-to-video-heading"
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={2}>
        <Typography id="how-to-video-heading" component="h2" variant="h5">
          Watch the video
        </Typography>
        {isVideoUrlLoading ? (
          <Typography variant="body2" color="text.secondary">
            Loading…
          </Typography>
        ) : (
          <HowToVideo videoUrl={videoUrl} />
        )}
      </Stack>
    </Paper>
  </Stack>
);

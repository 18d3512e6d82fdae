import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { youTubeEmbedUrl, youTubeVideoId } from '@psc/core/settings/how-to-video';

/**
 * The walkthrough shipped with the app (issue 12 item 22), recorded from the product itself by
 * `npm run how-to:record`: the default until an operator sets a howToUrl. Served from this site, so it plays
 * offline and sets no cookies; captions name each step.
 */
const BundledWalkthrough = () => (
  <Box
    component="video"
    controls
    preload="metadata"
    src="/how-to/walkthrough.webm"
    aria-label="How to Use PSC (video)"
    sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', borderRadius: 2, bgcolor: 'common.black' }}
  >
    <track kind="captions" src="/how-to/walkthrough.vtt" srcLang="en" label="English" default />
  </Box>
);

/**
 * §2.8's embedded video, loaded only when the reader asks for it: until then nothing is fetched from the video host,
 * so the page works offline and sets no third-party cookies.
 */
export const HowToVideo = ({ videoUrl }: { videoUrl: string | null }) => {
  const [isLoaded, setIsLoaded] = useState(false);
  const videoId = youTubeVideoId(videoUrl);

  if (videoId === null) return <BundledWalkthrough />;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'primary.main',
      }}
    >
      {isLoaded ? (
        <Box
          component="iframe"
          src={`${youTubeEmbedUrl(videoId)}?autoplay=1&rel=0`}
          title="How to Use PSC (video)"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            p: 2,
            textAlign: 'center',
            color: 'primary.contrastText',
          }}
        >
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<PlayCircle />}
            onClick={() => setIsLoaded(true)}
          >
            Load the video
          </Button>
          <Typography variant="body2">
            The video plays from YouTube; nothing is loaded from there until you choose it.
          </Typography>
        </Box>
      )}
    </Box>
  );
};

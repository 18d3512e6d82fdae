import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export const NewsTags = ({ tags }: { tags: readonly string[] }) => (
  <Stack
    direction="row"
    component="ul"
    aria-label="Tags"
    sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
  >
    {tags.map((tag) => (
      <li key={tag}>
        <Chip label={tag} size="small" variant="outlined" />
      </li>
    ))}
  </Stack>
);

import Typography from '@mui/material/Typography';

export const BoardHeading = ({ title, subtitle }: { title: string; subtitle?: string }) => (
  <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
    {title}
    {subtitle !== undefined && (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {subtitle}
      </Typography>
    )}
  </Typography>
);

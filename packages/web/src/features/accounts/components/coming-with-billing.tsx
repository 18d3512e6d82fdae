import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The Invoices and PM tabs until the billing issue fills them: a plain notice, no fake data. */
export const ComingWithBilling = ({ what }: { what: 'Invoices' | 'Payment methods' }) => (
  <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
    <Typography component="h2" variant="h6" gutterBottom>
      {what}
    </Typography>
    <Typography color="text.secondary">Nothing to display. {what} arrive with online billing.</Typography>
  </Paper>
);

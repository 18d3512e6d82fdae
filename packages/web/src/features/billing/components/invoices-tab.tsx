import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { invoiceStatusLabel } from '@psc/core/billing/catalogue';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { money } from './money.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';

const pad = (value: number) => String(value).padStart(2, '0');
/** §9: invoice dates as YYYY/MM/DD HH:mm. */
const invoiceDate = (epochMs: number) => {
  const date = new Date(epochMs);
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The Invoices tab (§2): newest first; wide columns above 800 px, narrow ones at 800 px or less; a PDF for each. */
export const InvoicesTab = () => {
  const t = useMessages('screens');
  const invoices = useInvoices();
  const download = useDownloadInvoicePdf();
  const isNarrow = useMediaQuery('(max-width:800px)');
  if (invoices.isPending) return <Skeleton variant="rounded" height={160} />;
  if (invoices.isError) return <Alert severity="error">{t('billing.invoices.error')}</Alert>;
  const rows = [...invoices.data].sort((left, right) => right.emittedWhen - left.emittedWhen);
  if (rows.length === 0) return <Typography color="text.secondary">{t('users.nothing')}</Typography>;
  const headings: MessageKey[] = isNarrow
    ? [
        'billing.invoices.date',
        'billing.invoices.type',
        'billing.invoices.desc',
        'billing.invoices.price',
        'billing.invoices.status',
        'billing.invoices.pdf',
      ]
    : [
        'billing.invoices.issueDate',
        'billing.invoices.payment',
        'billing.invoices.description',
        'billing.invoices.frequency',
        'billing.invoices.price',
        'billing.invoices.status',
        'billing.invoices.pdf',
      ];
  return (
    <>
      {download.isError && <Alert severity="error">{t('billing.invoices.error')}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('account.tab.invoices')}>
          <TableHead>
            <TableRow>
              {headings.map((heading) => (
                <TableCell key={heading} align={heading === 'billing.invoices.price' ? 'right' : 'left'}>
                  {t(heading)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoiceDate(invoice.emittedWhen)}</TableCell>
                <TableCell>{invoice.paymentMethod ?? t('billing.invoices.card')}</TableCell>
                <TableCell>
                  {invoice.description}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {invoice.number}
                  </Typography>
                </TableCell>
                {!isNarrow && (
                  <TableCell>{t('billing.frequency', { frequency: invoice.paymentFrequency })}</TableCell>
                )}
                <TableCell align="right">{money(invoice.amount, invoice.currency)}</TableCell>
                <TableCell>
                  {t('billing.invoices.statusName', { status: invoiceStatusLabel(invoice.status) })}
                </TableCell>
                <TableCell>
                  <Tooltip title={t('billing.invoices.download')}>
                    <IconButton
                      aria-label={t('billing.invoices.downloadNamed', { number: invoice.number })}
                      onClick={() =>
                        download.mutate({ id: invoice.id, filename: `invoice-${invoice.number}.pdf` })
                      }
                    >
                      <PictureAsPdfOutlined />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethodReply } from '@psc/core/billing/payment.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';

export type CardChoice = 'saved' | 'another';

/** Which card pays a change (issue 44): the saved default card unless the customer picks another. */
export const SavedCardChoice = ({
  card,
  value,
  onChange,
}: {
  card: PaymentMethodReply;
  value: CardChoice;
  onChange: (value: CardChoice) => void;
}) => {
  const t = useMessages('screens');
  return (
    <FormControl>
      <FormLabel id="pay-with-label">{t('billing.card.payWith')}</FormLabel>
      <RadioGroup
        aria-labelledby="pay-with-label"
        value={value}
        onChange={(_event, next) => onChange(next === 'another' ? 'another' : 'saved')}
      >
        <FormControlLabel
          value="saved"
          control={<Radio />}
          label={t('billing.card.saved', { brand: card.cardType, last4: card.last4Digits })}
        />
        <FormControlLabel value="another" control={<Radio />} label={t('billing.card.another')} />
      </RadioGroup>
    </FormControl>
  );
};

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethodReply } from '@psc/core/billing/payment.schemas';

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
}) => (
  <FormControl>
    <FormLabel id="pay-with-label">Pay with</FormLabel>
    <RadioGroup
      aria-labelledby="pay-with-label"
      value={value}
      onChange={(_event, next) => onChange(next === 'another' ? 'another' : 'saved')}
    >
      <FormControlLabel
        value="saved"
        control={<Radio />}
        label={`Saved card: ${card.cardType} •••• ${card.last4Digits}`}
      />
      <FormControlLabel value="another" control={<Radio />} label="Another card" />
    </RadioGroup>
  </FormControl>
);

import { useEffect, useState } from 'react';
import { TextInput, type TextInputProps } from './text-input.tsx';

export type DraftFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  /** What is stored: the draft starts from it and follows it when it changes. */
  value: string;
  /**
   * What the user typed, on leaving the field (blur or Enter); `false` refuses it and the stored value shows again,
   * also when it comes later (the server refused it: its text does not stay in the box, issue 48 item 12).
   */
  onCommit: (draft: string) => boolean | void | Promise<boolean | void>;
};

/**
 * A field saved when the user leaves it. The draft lives here, so a keystroke re-renders this field alone, not the
 * calculator card around it with its waterfall and chart (issue 18: a tonnes change's INP).
 */
export const DraftField = ({ value, onCommit, ...inputProps }: DraftFieldProps) => {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <TextInput
      {...inputProps}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        const committed = onCommit(draft);
        if (committed === false) setDraft(value);
        else if (committed instanceof Promise)
          void committed.then((accepted) => (accepted === false ? setDraft(value) : undefined));
      }}
      onKeyDown={(event) => (event.key === 'Enter' ? (event.target as HTMLInputElement).blur() : undefined)}
    />
  );
};

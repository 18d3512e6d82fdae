import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, type SelectOption } from './select-field.tsx';

const ports: SelectOption[] = [
  { value: 'BRSSZ', label: 'Santos' },
  { value: 'BRPNG', label: 'Paranaguá' },
];

const labelOf = (name: string) => screen.getByText(name, { selector: 'label' });

describe('SelectField', () => {
  it('raises its label once the options holding its value arrive', () => {
    const field = (options: SelectOption[]) => (
      <SelectField label="From: Port" value="BRSSZ" options={options} onChange={() => undefined} />
    );
    const { rerender } = render(field([]));
    expect(labelOf('From: Port').getAttribute('data-shrink')).toBe('false');
    rerender(field(ports));
    expect(screen.getByRole('combobox', { name: 'From: Port' }).textContent).toBe('Santos');
    expect(labelOf('From: Port').getAttribute('data-shrink')).toBe('true');
  });

  it('shows a value it does not list as empty, its label down', () => {
    render(<SelectField label="From: Port" value="XXXXX" options={ports} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'From: Port' }).textContent).not.toContain('XXXXX');
    expect(labelOf('From: Port').getAttribute('data-shrink')).toBe('false');
  });
});

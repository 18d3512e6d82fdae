import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { calculatorMessages, type CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { santosToRotterdam } from '../../../../test/santos-to-rotterdam.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { createCalculator } from '../api/create-calculator.ts';
import { amendCalculator } from '../api/amend-calculator.ts';
import { deleteCalculator } from '../api/delete-calculator.ts';
import { calculatorsQueryKey, getCalculators, useCalculators } from '../api/get-calculators.ts';
import { formatMoney, totalOf } from '../utils/calculator-format.ts';
import { CalculatorCard } from './calculator-card.tsx';
import { ForexPanel } from './forex-panel.tsx';

// The demo team's Full User owns the calculators of this file; no other component test touches them.
const startWithOneCalculator = async (queryClient: QueryClient): Promise<CalculatorReply> => {
  await signInAs(demoUsers.fullUser, queryClient);
  for (const calculator of await getCalculators()) await deleteCalculator(calculator.id);
  await createCalculator(await santosToRotterdam());
  const [calculator] = await getCalculators();
  if (calculator === undefined) throw new Error('The calculator was not created');
  return calculator;
};

/** The card as My Calculators shows it: fed by the calculator list, so an amendment's reply reaches it. */
const FirstCalculator = ({ readOnly = false }: { readOnly?: boolean }) => {
  const calculator = useCalculators().data?.[0];
  return calculator === undefined ? (
    <p>No calculator</p>
  ) : (
    <CalculatorCard calculator={calculator} position={1} readOnly={readOnly} />
  );
};

const storedCalculator = (queryClient: QueryClient): CalculatorReply | undefined =>
  queryClient.getQueryData<CalculatorReply[]>(calculatorsQueryKey)?.[0];

/**
 * The card once its inputs are in: they are a part it loads on demand (decision 0153), shown some time after their
 * code resolves, longer than a finder's default second on a loaded machine.
 */
const renderFirstCalculator = async (queryClient: QueryClient, readOnly = false): Promise<void> => {
  renderWithApp(<FirstCalculator readOnly={readOnly} />, { queryClient });
  await screen.findByRole('textbox', { name: 'Tonnes' }, { timeout: 10_000 });
};

describe('CalculatorCard', () => {
  let queryClient: QueryClient;
  let created: CalculatorReply;
  // Loaded once here, so no case waits for the inputs' part to be compiled.
  beforeAll(() => import('./calculator-card-inputs.tsx'));
  beforeEach(async () => {
    queryClient = createQueryClient();
    created = await startWithOneCalculator(queryClient);
  });

  it('marks a DDP that leaves out a duty nobody knows (issue 45)', async () => {
    await amendCalculator({ id: created.id, field: 'destinationId', value: 'MMRGN' });
    await renderFirstCalculator(queryClient);
    const mark = await screen.findByTestId('ddp-incomplete');
    expect(mark.textContent).toBe('Incomplete: Duty not known for Myanmar: the DDP excludes duty');
    expect(mark.getAttribute('role')).toBe('note');
  });

  it('marks the DDP and each block priced from demo data as stale, naming the input and its date (issue 47)', async () => {
    await renderFirstCalculator(queryClient);
    const ddp = await screen.findByTestId('ddp-stale-badge');
    const name = ddp.getAttribute('aria-label') ?? '';
    expect(name).toMatch(/^Stale: .+ as of [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(ddp.getAttribute('title')).toBe(name);
    expect(ddp.textContent).toBe('Stale');
    const contract = screen.getByTestId('stale-badge-Contract');
    expect(contract.getAttribute('aria-label')).toMatch(/^Stale: New York #11 as of /);
    // Every input the DDP badge names is a late one of the reply; each block badge names only its own.
    const late = (created.inputFreshness ?? []).filter((input) => input.stale);
    expect(late.length).toBeGreaterThan(0);
    for (const input of late) expect(name).toContain(input.name);
  });

  it("names an unnamed calculator by its position, the name field's placeholder (§2.1)", async () => {
    await renderFirstCalculator(queryClient);
    const card = await screen.findByTestId('calculator-card');
    expect(card.getAttribute('aria-label')).toBe('Calculator - 1');
    expect(within(card).getByRole('textbox', { name: 'Name' }).getAttribute('placeholder')).toBe(
      'Calculator - 1',
    );
  });

  it("sends new tonnes on Enter and shows the server's total", async () => {
    const user = userEvent.setup();
    await renderFirstCalculator(queryClient);
    const tonnes = await screen.findByRole('textbox', { name: 'Tonnes' });
    await user.clear(tonnes);
    await user.type(tonnes, '1234{Enter}');
    await waitFor(() => expect(storedCalculator(queryClient)?.tons).toBe(1234));
    const priced = storedCalculator(queryClient);
    if (priced === undefined) throw new Error('no calculator');
    expect(screen.getByTestId('flat-price').textContent).toBe(
      `Flat price: ${formatMoney(priced.flatPrice)} USD/t · total ${formatMoney(totalOf(priced.flatPrice, 1234))} USD`,
    );
    expect((await getCalculators())[0]?.tons).toBe(1234);
  });

  it('puts back the stored tonnes when what was typed is not a quantity, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderFirstCalculator(queryClient);
    const tonnes = await screen.findByRole('textbox', { name: 'Tonnes' });
    await user.clear(tonnes);
    await user.type(tonnes, 'ten{Enter}');
    expect((tonnes as HTMLInputElement).value).toBe(String(created.tons));
    expect((await getCalculators())[0]?.tons).toBe(created.tons);
    expect(screen.queryByText(calculatorMessages.updateFailed, { exact: false })).toBeNull();
  });

  it('takes tonnes in scientific notation, as §5 takes any number below 1e23 (issue 48 item 12)', async () => {
    const user = userEvent.setup();
    await renderFirstCalculator(queryClient);
    const tonnes = await screen.findByRole('textbox', { name: 'Tonnes' });
    await user.clear(tonnes);
    await user.type(tonnes, '1.5e3{Enter}');
    await waitFor(() => expect(storedCalculator(queryClient)?.tons).toBe(1500));
    await waitFor(() => expect((tonnes as HTMLInputElement).value).toBe('1500'));
    await user.clear(tonnes);
    await user.type(tonnes, '9.99e22{Enter}');
    await waitFor(() => expect(storedCalculator(queryClient)?.tons).toBe(9.99e22));
  });

  it('puts back the stored tonnes when the server refuses them, beside its message (issue 48 item 12)', async () => {
    const user = userEvent.setup();
    await renderFirstCalculator(queryClient);
    const tonnes = await screen.findByRole('textbox', { name: 'Tonnes' });
    // Deleted elsewhere (another tab): the server refuses the change, and the typed text must not look saved.
    await deleteCalculator(created.id);
    await user.clear(tonnes);
    await user.type(tonnes, '2500{Enter}');
    await screen.findByText(calculatorMessages.updateFailed, { exact: false });
    await waitFor(() => expect((tonnes as HTMLInputElement).value).toBe(String(created.tons)));
  });

  it('renames on Enter: the card takes the name the server stored', async () => {
    const user = userEvent.setup();
    await renderFirstCalculator(queryClient);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Santos to Rotterdam{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('calculator-card').getAttribute('aria-label')).toBe('Santos to Rotterdam'),
    );
    expect((await getCalculators())[0]?.name).toBe('Santos to Rotterdam');
  });

  it('asks before deleting: Cancel keeps the calculator, Delete removes it', async () => {
    const user = userEvent.setup();
    await renderFirstCalculator(queryClient);
    await user.click(await screen.findByRole('button', { name: 'Delete calculator' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(calculatorMessages.deleteConfirmation)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await getCalculators()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete calculator' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No calculator')).toBeDefined();
    expect(await getCalculators()).toHaveLength(0);
  });

  it('lets a read-only card change nothing', async () => {
    await renderFirstCalculator(queryClient, true);
    expect((await screen.findByRole('textbox', { name: 'Tonnes' })).hasAttribute('disabled')).toBe(true);
  });
});

// In this file because it owns the Full User's calculators: the panel changes one of them.
describe('ForexPanel', () => {
  it('makes the custom rate a required field once ticked, then saves it', async () => {
    const queryClient = createQueryClient();
    const { id } = await startWithOneCalculator(queryClient);
    await amendCalculator({ id, field: 'currencyCode', value: 'EUR' });
    const [inEuros] = await getCalculators();
    const forex = inEuros?.costBlocks.find((block) => block.type === 'Forex');
    if (inEuros === undefined || forex === undefined) throw new Error('no Forex block on a EUR calculator');
    renderWithApp(<ForexPanel calculator={inEuros} block={forex} readOnly={false} />, { queryClient });
    const user = userEvent.setup();
    const rate = screen.getByRole('textbox', { name: /^Custom rate/ });
    expect(rate.hasAttribute('disabled')).toBe(true);

    // Ticked, the rate is a required field: the browser's own check stops an empty Save before it is sent.
    await user.click(screen.getByRole('checkbox', { name: 'Use a custom rate' }));
    expect(rate.hasAttribute('disabled')).toBe(false);
    expect((rate as HTMLInputElement).validity.valueMissing).toBe(true);

    await user.type(rate, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await getCalculators())[0]?.customForexCost).toBe(0.5));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

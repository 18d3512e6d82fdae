import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The list of an MUI Select: labelled by the field's label. Found by attribute, as the open list hides the page.
 * A searchable field (an MUI Autocomplete: its input is labelled by a <label for>) names its list by the label's
 * id, `<input id>-label`, as MUI gives it.
 */
const listboxOf = async (page: Page, combobox: Locator): Promise<Locator> => {
  const labelId =
    (await combobox.getAttribute('aria-labelledby'))?.split(' ')[0] ??
    ((await combobox.getAttribute('aria-autocomplete')) === null
      ? undefined
      : `${await combobox.getAttribute('id')}-label`);
  if (labelId === undefined || labelId === '') throw new Error('the Select has no label to find its list by');
  return page.locator(`[role="listbox"][aria-labelledby="${labelId}"]`);
};

/**
 * Opens an MUI Select the way a keyboard user does (focus, then ArrowDown) and answers its list, once open.
 *
 * A mouse click is no good here: MUI opens the list on mousedown and, when the list opens over the field (a long
 * list pushed up to fit the window), takes a mouseup that comes 200 ms or more later as press-drag-release and
 * selects the option under the pointer. Playwright's mousedown and mouseup are separate messages, and on a busy
 * machine they can be that far apart: the journey then picked an option it never clicked (SDG for Currency).
 */
export const openSelect = async (page: Page, combobox: Locator): Promise<Locator> => {
  const listbox = await listboxOf(page, combobox);
  await combobox.focus();
  await combobox.press('ArrowDown');
  await expect(listbox).toBeVisible();
  return listbox;
};

/**
 * Opens the Select, clicks the option (the first one when none is named) and waits until the list has gone and
 * the field has the focus back, so that nothing of this list is in the way of the next step. A click on an option
 * far down a long list (United States among the Americas) scrolls the list first, and on a busy machine it once
 * landed while the list still moved and chose nothing: while the list stays open, the same option is clicked again.
 */
export const chooseOption = async (
  page: Page,
  combobox: Locator,
  option?: string | RegExp,
): Promise<void> => {
  const listbox = await openSelect(page, combobox);
  const choice = listbox.getByRole('option', option === undefined ? {} : { name: option }).first();
  await expect(async () => {
    if (await listbox.isVisible()) await choice.click({ timeout: 5_000 });
    await expect(listbox).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(combobox).toBeFocused();
};

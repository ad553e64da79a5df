import { expect, test } from '@playwright/test';
import { customerOnFile } from './customers';

test('a screen reader reads the exchange form: every field named, its warnings spoken', async ({
  page,
}) => {
  const tag = `Aria${Date.now()}`;
  const id = await customerOnFile(page.request, { first_name: 'Ex', last_name: tag });
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(tag);
  // More CAD than any vault or till holds here, so both shortfall warnings show.
  await page.getByLabel('Amount', { exact: true }).fill('1000000');
  await expect(page.getByTestId('pair-0-preview')).toContainText('1,000,000.00 USD →');
  // The accessibility tree, as assistive technology reads it (omitted nodes may be there).
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - heading "New Exchange" [level=1]
    - form "Exchange":
      - heading "Customer" [level=2]
      - region "Selected customer":
        - button "Clear customer"
      - heading "Details" [level=2]
      - textbox "Reference Number": /\\d{10}/
      - button "Date"
      - combobox "Category": Personal
      - combobox "Payment Method": Cash
      - textbox "Source of Money"
      - combobox "Receipt language": English
      - textbox "Notes"
      - checkbox "On behalf of another person"
      - heading "Exchange Pairs" [level=2]
      - group "Pair 1":
        - combobox "From Currency": USD - US Dollar
        - combobox "To Currency": CAD - Canadian Dollar
        - textbox "Amount": "1000000"
        - textbox "Rate Override"
        - textbox "Receives"
        - status: /balance below zero/
        - paragraph: /Rate:\\s1 USD = [\\d.]+ CAD/
      - button "Add Transaction"
      - status: /below zero in CAD/
      - heading "Summary" [level=2]
      - paragraph: "Valid pairs: 1"
      - button "Complete Exchange"
  `);
});

// A field that cleans what is typed (letters only in a name, the phone's mask, a card number in groups)
// puts the cleaned text in the field itself. The app runs on Preact (decision 012), which has no
// controlled inputs: when the cleaning leaves the state as it was (a letter typed into a phone number),
// no render follows, and the field would go on showing the letter. React reset the field on its own.

/** Shows `cleaned` in `field` now, if what was typed differs from it; returns it. */
export function showCleaned(field: HTMLInputElement, cleaned: string): string {
  if (field.value !== cleaned) field.value = cleaned;
  return cleaned;
}

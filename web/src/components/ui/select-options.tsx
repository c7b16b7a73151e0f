/** The `<option>`s of a select, each a value and its label (time zones, countries…). */
export function SelectOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

/** One choice of a {@link StatusSelect}. */
export interface StatusOption {
  id: string;
  label: string;
}

/** A labelled single-choice select (react-aria-components `Select`) of the staff selectors. */
export function StatusSelect({
  label,
  options,
  value,
  isPending,
  onChange,
}: {
  label: string;
  options: readonly StatusOption[];
  value: string;
  isPending: boolean;
  onChange: (id: string) => void;
}) {
  return (
    <Select
      className="conf-StatusSelect"
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null && String(key) !== value) onChange(String(key));
      }}
      data-pending={isPending || undefined}
    >
      <Label className="conf-StatusSelect-label">{label}</Label>
      <Button className="conf-StatusSelect-button">
        <SelectValue />
        <span aria-hidden="true" className="conf-StatusSelect-chevron" />
      </Button>
      <Popover className="conf-StatusSelect-popover">
        <ListBox className="conf-StatusSelect-list">
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className="conf-StatusSelect-option">
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

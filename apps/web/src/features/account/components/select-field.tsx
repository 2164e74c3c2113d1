import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { type Choice, ChoiceSheet } from './choice-sheet';
import { Field } from './field';
import styles from './form.module.css';

type Props = {
  label: string;
  placeholder: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
  optional?: boolean;
};

/** A field that opens a sheet of choices (country), showing the chosen one with its icon. */
export function SelectField({ label, placeholder, choices, value, onChange, error, optional }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = choices.find((c) => c.value === value);
  return (
    <>
      <Field label={label} htmlFor={id} error={error} optional={optional}>
        <button id={id} type="button" className={styles.select} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {chosen?.icon}
          <span className={`${styles.selectText} ${chosen ? '' : styles.placeholder}`}>
            {chosen?.label ?? placeholder}
          </span>
          <ChevronDownIcon size={18} />
        </button>
      </Field>
      <ChoiceSheet
        visible={open}
        onClose={() => setOpen(false)}
        title={label}
        choices={choices}
        selected={value}
        onChoose={onChange}
      />
    </>
  );
}

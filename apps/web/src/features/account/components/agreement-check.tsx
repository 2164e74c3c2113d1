import { useId } from 'react';
import styles from './agreement-check.module.css';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** "I have read and agree to the" */
  text: string;
  /** The linked document's name. */
  linkText: string;
  onOpen: () => void;
  invalid?: boolean;
};

/** One agreement tick with a link to read the document (the tick itself is not the link). */
export function AgreementCheck({ checked, onChange, text, linkText, onOpen, invalid }: Props) {
  const id = useId();
  return (
    <div className={`${styles.row} ${invalid ? styles.invalid : ''}`}>
      <input
        id={id}
        type="checkbox"
        className={styles.input}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className={styles.label}>
        <span className={styles.box} aria-hidden="true" />
        <span>{text}</span>
      </label>
      <button type="button" className={styles.link} onClick={onOpen}>
        {linkText}
      </button>
    </div>
  );
}

import type { Product } from '@wayfare/contracts';
import { CheckIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import { groupLimits, type SpecChoice, toggleOption } from '../utils/spec-choice';
import styles from './spec-form.module.css';

type Props = {
  product: Product;
  choice: SpecChoice;
  onChange: (choice: SpecChoice) => void;
  /** Groups to point at (a required one left empty when the user tried to add). */
  problems: number[];
};

/** The spec groups of a dish: sizes, options and add-ons with their prices, required or optional, min/max. */
export function SpecForm({ product, choice, onChange, problems }: Props) {
  const { t } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, product.unit);
  return (
    <div className={styles.form}>
      {product.specs.map((g) => {
        // Groups and options are named by their stored position (`at`), not their place in this list.
        const gi = g.at;
        const { max } = groupLimits(g);
        const picked = choice.find((c) => c.group === gi)?.options ?? [];
        const full = g.multiple && picked.length >= max;
        const bad = problems.includes(gi);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend breaks the group's background
          <div
            key={g.name}
            role="group"
            aria-labelledby={`spec-${product.pid}-${gi}-name`}
            className={`${styles.group} ${bad ? styles.bad : ''}`}
            data-testid="spec-group"
            data-group={gi}
          >
            <div className={styles.legend}>
              <span className={styles.groupName} id={`spec-${product.pid}-${gi}-name`}>
                {g.name}
              </span>
              <span className={`${styles.rule} ${g.required ? styles.required : ''}`}>
                {g.required ? t('takeout.spec.required') : t('takeout.spec.optional')}
                {' · '}
                {max > 1 ? t('takeout.spec.multi_choice', { count: max }) : t('takeout.spec.single_choice')}
              </span>
            </div>
            {bad && (
              <p className={styles.error} role="alert">
                {t('takeout.spec.choose_required', { group: g.name })}
              </p>
            )}
            <ul className={styles.options}>
              {g.options.map((o) => {
                const oi = o.at;
                const on = picked.includes(oi);
                return (
                  <li key={o.name}>
                    <label className={`${styles.option} ${on ? styles.on : ''} ${!on && full ? styles.off : ''}`}>
                      <input
                        type={g.multiple ? 'checkbox' : 'radio'}
                        className="wf-sr-only"
                        name={`spec-${product.pid}-${gi}`}
                        checked={on}
                        disabled={!on && full}
                        onChange={() => {}}
                        onClick={() => onChange(toggleOption(product, choice, gi, oi))}
                        data-testid="spec-option"
                      />
                      <span className={`${styles.mark} ${g.multiple ? styles.box : styles.dot}`} aria-hidden="true">
                        {on && (g.multiple ? <CheckIcon size={14} /> : <span className={styles.inner} />)}
                      </span>
                      <span className={styles.optionName}>{o.name}</span>
                      <span className={styles.optionPrice}>
                        {o.price > 0 ? `+${money(o.price)}` : t('takeout.spec.free')}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

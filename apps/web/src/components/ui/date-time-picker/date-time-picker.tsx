import DatePicker from 'antd-mobile/es/components/date-picker';
import Picker from 'antd-mobile/es/components/picker';
import type { PickerColumn } from 'antd-mobile/es/components/picker-view';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  clampDate,
  clampIndex,
  clampIndexes,
  clampTime,
  type DateFields,
  dateBounds,
  formatDate,
  parseDate,
  parseTime,
} from './clamp';
import styles from './date-time-picker.module.css';

/** Spec section 4: the picker opens 20 ms after the tap and closes with a 260 ms animation. */
export const OPEN_DELAY_MS = 20;
export const CLOSE_ANIMATION_MS = 260;

type RangeItem = string | number | Record<string, unknown>;

type Common = {
  /** The tappable field that opens the picker. */
  children: ReactNode;
  disabled?: boolean;
  title?: ReactNode;
  onCancel?: () => void;
  className?: string;
};

export type DateTimePickerProps = Common &
  (
    | {
        mode?: 'selector';
        range: RangeItem[];
        rangeKey?: string;
        value?: number;
        onChange: (e: { value: number }) => void;
      }
    | {
        mode: 'multiSelector';
        range: RangeItem[][];
        rangeKey?: string;
        value?: number[];
        onChange: (e: { value: number[] }) => void;
      }
    | { mode: 'time'; value?: string; start?: string; end?: string; onChange: (e: { value: string }) => void }
    | {
        mode: 'date';
        value?: string;
        start?: string;
        end?: string;
        fields?: DateFields;
        onChange: (e: { value: string }) => void;
      }
  );

const labelOf = (item: RangeItem | undefined, rangeKey?: string): string => {
  if (item === undefined || item === null) return '';
  if (typeof item === 'object') return String((rangeKey ? item[rangeKey] : undefined) ?? '');
  return String(item);
};

const column = (items: RangeItem[], rangeKey?: string): PickerColumn =>
  items.map((item, i) => ({ label: labelOf(item, rangeKey), value: String(i) }));

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    label: String(from + i).padStart(2, '0'),
    value: String(from + i),
  }));

/**
 * The picker of spec section 3 (uni-app's picker props): selector, multiSelector, time, date; with
 * range, rangeKey, value, fields, start, end, disabled. Values are clamped on the way in and out.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const open = () => {
    if (props.disabled || visible) return;
    timer.current = setTimeout(() => setVisible(true), OPEN_DELAY_MS);
  };
  const close = () => setVisible(false);
  const cancel = () => {
    close();
    props.onCancel?.();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };

  const trigger = (
    // biome-ignore lint/a11y/useSemanticElements: children may hold their own buttons; a <button> cannot nest them
    <div
      role="button"
      tabIndex={props.disabled ? -1 : 0}
      aria-disabled={props.disabled || undefined}
      aria-haspopup="dialog"
      className={`${styles.trigger} ${props.disabled ? styles.disabled : ''} ${props.className ?? ''}`}
      onClick={open}
      onKeyDown={onKey}
    >
      {props.children}
    </div>
  );

  const popup = { visible, onClose: cancel, title: props.title, destroyOnClose: true } as const;

  if (props.mode === 'date') {
    const { min, max } = dateBounds(props.start, props.end);
    const fields = props.fields ?? 'day';
    const current = parseDate(clampDate(props.value, { start: props.start, end: props.end, fields }));
    const toDate = (d: { year: number; month: number; day: number }) => new Date(d.year, d.month - 1, d.day);
    return (
      <>
        {trigger}
        <DatePicker
          {...popup}
          precision={fields}
          min={toDate(min)}
          max={toDate(max)}
          value={current ? toDate(current) : undefined}
          onConfirm={(d) => {
            close();
            const raw = formatDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }, fields);
            props.onChange({ value: clampDate(raw, { start: props.start, end: props.end, fields }) });
          }}
        />
      </>
    );
  }

  if (props.mode === 'time') {
    const lo = parseTime(props.start) ?? { hour: 0, minute: 0 };
    const hi = parseTime(props.end) ?? { hour: 23, minute: 59 };
    const current = parseTime(clampTime(props.value, props.start, props.end)) ?? lo;
    const columns = [numbers(Math.min(lo.hour, hi.hour), Math.max(lo.hour, hi.hour)), numbers(0, 59)];
    return (
      <>
        {trigger}
        <Picker
          {...popup}
          columns={columns}
          value={[String(current.hour), String(current.minute)]}
          onConfirm={(v) => {
            close();
            const [h, m] = v.map((x) => Number(x ?? 0));
            props.onChange({ value: clampTime(`${h}:${m}`, props.start, props.end) });
          }}
        />
      </>
    );
  }

  if (props.mode === 'multiSelector') {
    const { range, rangeKey, onChange } = props;
    const value = clampIndexes(props.value, range);
    return (
      <>
        {trigger}
        <Picker
          {...popup}
          columns={range.map((col) => column(col, rangeKey))}
          value={value.map(String)}
          onConfirm={(v) => {
            close();
            onChange({ value: clampIndexes(v.map(Number), range) });
          }}
        />
      </>
    );
  }

  const { range, rangeKey, onChange } = props;
  return (
    <>
      {trigger}
      <Picker
        {...popup}
        columns={[column(range, rangeKey)]}
        value={[String(clampIndex(props.value, range.length))]}
        onConfirm={(v) => {
          close();
          onChange({ value: clampIndex(v[0], range.length) });
        }}
      />
    </>
  );
}

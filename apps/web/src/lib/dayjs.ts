import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

/**
 * dayjs with the plugins the app formats with: import it from here, never from 'dayjs'. It loads with the
 * first screen that shows a date, not at start (i18n/index.ts sets its locale, loading it first when the
 * language is not English).
 */
dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

export { dayjs };
export default dayjs;

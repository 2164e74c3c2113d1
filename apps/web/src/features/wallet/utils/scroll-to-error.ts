/** After a failed check, bring the first message into view (it may sit under the keyboard or fold). */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    const el = document.querySelector('main [role="alert"]');
    if (el && 'scrollIntoView' in el) el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

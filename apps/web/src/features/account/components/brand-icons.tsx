/** Marks of the third-party login providers, drawn simply (brand colours, no text). Decorative. */
export const LineMark = ({ size = 24 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect width="24" height="24" rx="6" fill="#06C755" />
    <path
      fill="#fff"
      d="M12 5c-4.4 0-8 2.8-8 6.3 0 3.1 2.8 5.7 6.6 6.2.3.1.6.2.7.4.1.2.1.5 0 .7l-.1.7c0 .2-.2.8.7.4.9-.4 4.8-2.8 6.5-4.8 1.2-1.3 1.6-2.5 1.6-3.6C20 7.8 16.4 5 12 5Z"
    />
    <path
      fill="#06C755"
      d="M8.1 9.4h-.6v3.6h2v-.6H8.1V9.4Zm2 0h.6V13h-.6V9.4Zm3.5 0v2.2l-1.6-2.2h-.6V13h.6v-2.2l1.6 2.2h.6V9.4h-.6Zm3.3.6v-.6h-2.1V13h2.1v-.6h-1.5v-.9h1.5v-.6h-1.5V10h1.5Z"
    />
  </svg>
);

export const TelegramMark = ({ size = 24 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="12" fill="#2AABEE" />
    <path
      fill="#fff"
      d="M5.4 11.8c3.5-1.5 5.8-2.5 7-3 3.3-1.4 4-1.6 4.5-1.6.1 0 .3 0 .5.2.1.1.2.3.2.4v.7c-.2 2-1 6.9-1.5 9.2-.2 1-.5 1.3-.9 1.3-.8.1-1.4-.5-2.2-1l-3-2.1c-.9-.6-.3-.9.2-1.4.1-.1 2.6-2.4 2.7-2.6v-.2c-.1-.1-.2 0-.3 0-.1 0-1.8 1.1-5 3.3-.5.3-.9.5-1.3.5-.4 0-1.2-.2-1.9-.4-.8-.2-1.3-.4-1.3-.9.1-.2.4-.4 1.3-.9Z"
    />
  </svg>
);

import type { ReactNode, SVGProps } from 'react';

/** Line icons drawn for Wayfare (24 px grid, 1.8 stroke, currentColor). Decorative: hidden from readers. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/** The frame every line icon is drawn in; features draw their own icons inside it. */
export function Svg({ size = 24, filled, children, ...rest }: IconProps & { filled?: boolean; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v10.5a1 1 0 0 0 1 1h4v-6h3v6h4a1 1 0 0 0 1-1V9" />
  </Svg>
);
export const OrderIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3.5h12a1 1 0 0 1 1 1v16l-2.5-1.5-2.25 1.5L12 19l-2.25 1.5L7.5 19 5 20.5v-16a1 1 0 0 1 1-1Z" />
    <path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4" />
  </Svg>
);
export const MessageIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5.5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-4.5 4v-4H6a2 2 0 0 1-2-2Z" />
    <path d="M8.5 10h.01M12 10h.01M15.5 10h.01" strokeWidth={2.6} />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6" />
  </Svg>
);
export const FoodIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 11h16a8 8 0 0 1-16 0Z" />
    <path d="M2.5 11h19M9 7.5c0-1.5 1-1.5 1-3M13 7.5c0-1.5 1-1.5 1-3" />
  </Svg>
);
export const FlightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.5 20.5 12 16l-4.5-1.5-2 1.5-1.5-.5 1.5-3-1.5-3 1.5-.5 2 1.5L12 9 10.5 3.5l2-.5 4 6.5 3-.5a1.7 1.7 0 0 1 0 3.5l-3-.5-4 6.5Z" />
  </Svg>
);
export const HotelIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 19.5v-13M20.5 19.5V13a3 3 0 0 0-3-3h-7v6.5" />
    <path d="M3.5 16.5h17" />
    <circle cx="7" cy="12" r="2" />
  </Svg>
);
export const WalletIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7.5a2 2 0 0 1 2-2h11.5v3" />
    <path d="M4 7.5v10a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6a2 2 0 0 1-2-2Z" />
    <path d="M16.5 14h.01" strokeWidth={2.6} />
  </Svg>
);
export const NewsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4.5h11a1 1 0 0 1 1 1v13a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2v-13a1 1 0 0 1 1-1Z" />
    <path d="M17 9h2.5a.5.5 0 0 1 .5.5v9a2 2 0 0 1-2 2M7.5 8.5h6M7.5 12h6M7.5 15.5h3.5" />
  </Svg>
);
export const HelpIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01" />
  </Svg>
);
export const GlobeIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.3 3.4 5.2 3.4 8.5s-1.1 6.2-3.4 8.5c-2.3-2.3-3.4-5.2-3.4-8.5S9.7 5.8 12 3.5Z" />
  </Svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />
  </Svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m5.5 9.5 6.5 6.5 6.5-6.5" />
  </Svg>
);
export const EyeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
export const EyeOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 5.8A9 9 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.3 7.4C3.9 9.1 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.3-1.1" />
    <path d="M3.5 3.5l17 17M9.9 10a3 3 0 0 0 4.1 4.1" />
  </Svg>
);
export const LockIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </Svg>
);
export const LogoutIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14.5 4.5h3a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-3" />
    <path d="M10 16.5 5.5 12 10 7.5M5.5 12h10" />
  </Svg>
);
export const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="17.5" cy="5.5" r="2.5" />
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17.5" cy="18.5" r="2.5" />
    <path d="m8.7 10.8 6.6-4M8.7 13.2l6.6 4" />
  </Svg>
);
export const CopyIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
    <path d="M15.5 8.5v-3a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />
  </Svg>
);
export const StarIcon = (p: IconProps) => (
  <Svg filled {...p}>
    <path d="m12 3.2 2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-2.9-5.4 2.9 1.1-6-4.5-4.2 6.1-.8Z" />
  </Svg>
);
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);
export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Svg>
);
export const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </Svg>
);
export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);
export const DesktopIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4.5" width="18" height="12" rx="1.5" />
    <path d="M9 20h6M12 16.5V20" />
  </Svg>
);
export const DocumentIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 3.5h7l4 4v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1Z" />
    <path d="M13.5 3.5v4.5h4.5M9 12.5h6M9 16h6" />
  </Svg>
);
export const ShieldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5 5 6v5.5c0 4.4 3 7.9 7 9 4-1.1 7-4.6 7-9V6Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Svg>
);
/** Two opposed arrows: change one currency into another. */
export const SwapIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 8h14m0 0-3.5-3.5M18 8l-3.5 3.5" />
    <path d="M20 16H6m0 0 3.5-3.5M6 16l3.5 3.5" />
  </Svg>
);

import { type IconProps, Svg } from '@/components/ui/icons';

export const BagIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5.5 8h13l-1 12.5h-11Z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </Svg>
);

export const BikeIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="6" cy="16.5" r="3" />
    <circle cx="18" cy="16.5" r="3" />
    <path d="M6 16.5h5.5l3-6H9M14.5 10.5l3.5 6M13 6.5h2.5l1 4" />
  </Svg>
);

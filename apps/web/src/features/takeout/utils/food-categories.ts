/**
 * The cuisines restaurants are filed under (the server's category keys; names come from the shared
 * `catalog.category` texts). The emoji is the tile's picture: every phone draws it, no download.
 */
export const foodCategories = [
  { key: 'thai', emoji: '🍛', tone: '#fff1e6' },
  { key: 'noodles', emoji: '🍜', tone: '#fff6da' },
  { key: 'chinese', emoji: '🥟', tone: '#ffeceb' },
  { key: 'indian', emoji: '🫓', tone: '#fff3dc' },
  { key: 'burgers', emoji: '🍔', tone: '#ffefe0' },
  { key: 'pizza', emoji: '🍕', tone: '#fdeee7' },
  { key: 'fastfood', emoji: '🍗', tone: '#fff4e3' },
  { key: 'healthy', emoji: '🥗', tone: '#eaf8ec' },
  { key: 'dessert', emoji: '🍰', tone: '#fdeef5' },
  { key: 'drinks', emoji: '🧋', tone: '#eef4ff' },
] as const;

export const isFoodCategory = (key: string | undefined) => foodCategories.some((c) => c.key === key);

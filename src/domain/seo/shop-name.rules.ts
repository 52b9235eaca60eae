/** The shop's name from a title the server wrote (`<item> | <shop>`, or the shop alone). */
export const shopNameFromTitle = (title: string): string => {
  const parts = title.split(' | ');
  return (parts[parts.length - 1] ?? '').trim();
};

// The last child of a group laid out from the right edge, or whose items share its width (the class
// `shown-once-parsed`, styles.css). A browser may paint the server's HTML while it is still arriving;
// such a group, painted with only its first items, would move or narrow them as the rest arrived (a
// layout shift). The group is shown only
// once this marker, its last child, has been parsed. It takes no room and no one reads it.
export function ParsedGroupEnd({ as: Tag = 'span' }: { readonly as?: 'span' | 'li' }) {
  return <Tag hidden data-group-end="" />;
}

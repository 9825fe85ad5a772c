// /map-search: a placeholder that only shows the text MapSearch (spec §2).
export function Component() {
  return <div style={{ padding: 48, textAlign: 'center' }}>MapSearch</div>;
}

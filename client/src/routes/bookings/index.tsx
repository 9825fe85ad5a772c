// Placeholder until the money-path owner lands this route.
export function Component() {
  return null;
}
export default Component;

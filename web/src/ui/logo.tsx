/** The product's mark: a cross in a shield, drawn inline so it needs no request. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Ocupacional" data-testid="logo">
      <path d="M16 2 4 6v9c0 7.5 5 12.8 12 15 7-2.2 12-7.5 12-15V6z" fill="#0d6e6e" />
      <path d="M14 9h4v5h5v4h-5v5h-4v-5H9v-4h5z" fill="#fff" />
    </svg>
  );
}

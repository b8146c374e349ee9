/** The magnifier in front of the search box (decorative). */
export function SearchIcon() {
  return (
    <svg className="conf-SuggestionSearch-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

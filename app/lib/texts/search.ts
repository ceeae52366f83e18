// Texts of site search: the header box's suggestions and the no-results page.
export const SEARCH_TEXTS = {
  boxLabel: "Search",
  allResults: (q: string) => `All results for ‘${q}’`,
  suggestionCount: (n: number) => (n === 0 ? "No suggestions" : n === 1 ? "1 suggestion" : `${n} suggestions`),
  suggestionsLabel: "Search suggestions",
  didYouMean: "Did you mean",
} as const;

// The crisis lines the home page's sidebar shows: their own module, so the report dialog's words
// stay out of the home page's first load.
export const CRISIS_LINES = [
  {
    name: "Lifeline Australia",
    number: "13 11 14",
    tel: "131114",
    description: "24/7 crisis support and suicide prevention",
  },
  { name: "Beyond Blue", number: "1300 22 4636", tel: "1300224636", description: "Mental health support, 24/7" },
] as const;

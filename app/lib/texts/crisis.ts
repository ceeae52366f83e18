// The crisis lines the home page's sidebar shows, and the Safety Center with when to call each:
// their own module, so the report dialog's words stay out of the home page's first load.
export const EMERGENCY_LINE = {
  name: "Emergency: police, fire or ambulance",
  number: "000",
  tel: "000",
  when: "Call if you or someone else is in danger now, or hurt and needs help now.",
} as const;

export const CRISIS_LINES = [
  {
    name: "Lifeline Australia",
    number: "13 11 14",
    tel: "131114",
    description: "24/7 crisis support and suicide prevention",
    when: "Call if you are thinking about suicide, or you feel you cannot cope right now. Any time, day or night.",
  },
  {
    name: "Beyond Blue",
    number: "1300 22 4636",
    tel: "1300224636",
    description: "Mental health support, 24/7",
    when: "Call if worry, anxiety or low mood is getting on top of you and you want to talk it through. Any time.",
  },
] as const;

// The suburbs the seed places members in, and that a relationship profile's location can name
// ("Carlton, VIC"): the coordinates make such a profile findable by distance.
/** Suburbs with their city location, postcode and coordinates. */
export const SUBURBS = [
  { suburb: "Carlton", state: "VIC", postcode: "3053", location: "Melbourne VIC", lat: -37.8001, lng: 144.9671 },
  { suburb: "Footscray", state: "VIC", postcode: "3011", location: "Melbourne VIC", lat: -37.8, lng: 144.9 },
  { suburb: "Box Hill", state: "VIC", postcode: "3128", location: "Melbourne VIC", lat: -37.8189, lng: 145.1222 },
  { suburb: "Dandenong", state: "VIC", postcode: "3175", location: "Melbourne VIC", lat: -37.987, lng: 145.2149 },
  {
    suburb: "Fortitude Valley",
    state: "QLD",
    postcode: "4006",
    location: "Brisbane QLD",
    lat: -27.4571,
    lng: 153.0355,
  },
  { suburb: "Chermside", state: "QLD", postcode: "4032", location: "Brisbane QLD", lat: -27.3854, lng: 153.0312 },
  { suburb: "Logan Central", state: "QLD", postcode: "4114", location: "Brisbane QLD", lat: -27.6397, lng: 153.1093 },
  { suburb: "Parramatta", state: "NSW", postcode: "2150", location: "Sydney NSW", lat: -33.815, lng: 151.0011 },
  { suburb: "Newtown", state: "NSW", postcode: "2042", location: "Sydney NSW", lat: -33.8981, lng: 151.1748 },
  { suburb: "Liverpool", state: "NSW", postcode: "2170", location: "Sydney NSW", lat: -33.9207, lng: 150.9238 },
  { suburb: "Chatswood", state: "NSW", postcode: "2067", location: "Sydney NSW", lat: -33.7969, lng: 151.1803 },
  { suburb: "Fremantle", state: "WA", postcode: "6160", location: "Perth WA", lat: -32.0569, lng: 115.7439 },
  { suburb: "Joondalup", state: "WA", postcode: "6027", location: "Perth WA", lat: -31.7448, lng: 115.7661 },
  { suburb: "Midland", state: "WA", postcode: "6056", location: "Perth WA", lat: -31.8886, lng: 116.0106 },
  { suburb: "Glenelg", state: "SA", postcode: "5045", location: "Adelaide SA", lat: -34.9803, lng: 138.5156 },
  { suburb: "Norwood", state: "SA", postcode: "5067", location: "Adelaide SA", lat: -34.9214, lng: 138.6306 },
  { suburb: "Elizabeth", state: "SA", postcode: "5112", location: "Adelaide SA", lat: -34.7116, lng: 138.6703 },
] as const;

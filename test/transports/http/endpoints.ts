import { profileQuery } from "./harness.js";

/** Every keyed endpoint with a valid request: the shared security suite runs against each. */
export const KEYED_ENDPOINTS = [
  { name: "POST /v1/vocal-profile", path: "/v1/vocal-profile", body: { rangeLow: "A2", rangeHigh: "F4" } },
  {
    name: "POST /v1/recommendations",
    path: "/v1/recommendations",
    body: { rangeLow: "A2", rangeHigh: "F4", limit: 3 },
  },
  { name: "GET /v1/songs/search", path: "/v1/songs/search?q=love" },
  {
    name: "GET /v1/songs/{slug}/fit",
    path: `/v1/songs/yesterday-the-beatles/fit?profile=${profileQuery({ rangeLow: "A2", rangeHigh: "F4" })}`,
  },
  {
    name: "POST /v1/group-fit",
    path: "/v1/group-fit",
    body: {
      profiles: [
        { rangeLow: "A2", rangeHigh: "F4" },
        { rangeLow: "C3", rangeHigh: "A4" },
      ],
    },
  },
] as const;

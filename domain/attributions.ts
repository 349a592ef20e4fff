/**
 * A licence statement an open dataset requires (backend/data/attributions.json): the legal page and
 * the source notes show it, and each league's downloads carry those of their sources.
 */
export interface Attribution {
  id: string;
  name: string;
  url: string;
  licence: string;
  licence_url: string | null;
  statement: string;
  used_for: string[];
  required: boolean;
}

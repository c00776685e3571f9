/** The document title and description of a path no route serves. */
export const notFoundMeta = {
  title: 'Page not found | SEAWAVE',
  description: 'This page does not exist. Go back to the SEAWAVE home page.',
};

/** The document title and description while the page of a path cannot be known (a route manifest could not be fetched). */
export const unavailableMeta = {
  title: 'Not available right now | SEAWAVE',
  description: 'This part of the SEAWAVE site cannot be reached right now. Please try again.',
};

/** What a signed-in page's route carries for the frame: the title the header shows. */
export type RouteHandle = { title: string };

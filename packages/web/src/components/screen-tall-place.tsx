import Box from '@mui/material/Box';

/**
 * Where a part drawn in a second pass comes, kept one screen tall until it is in, so that nothing below it (the
 * footer) is drawn in view and then pushed away.
 */
export const ScreenTallPlace = () => <Box aria-busy="true" sx={{ minHeight: '100vh' }} />;

import { PriceBoards } from '../../features/market-data/components/price-boards.tsx';

/** Home (index 1): the price boards; the calculators join them with the calculators issue. */
export const HomeRoute = () => <PriceBoards />;

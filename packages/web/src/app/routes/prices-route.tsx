import { PricesScreen } from '../../features/market-data/components/prices-screen.tsx';

export const PricesRoute = () => <PricesScreen />;

import type { NewsItemDraft } from '@psc/core/news/news.schemas';

type DemoItem = {
  daysAgo: number;
  title: string;
  description: string;
  paragraphs: string[];
  country: string;
  flag: string | null;
  tags: string[];
};

// Illustrative items for a demo installation: plausible market commentary, not reporting of real events.
const items: DemoItem[] = [
  {
    daysAgo: 0.2,
    title: 'Raw sugar futures firm as Centre-South crush slows',
    description:
      'New York #11 gained on slower cane crushing in Brazil’s Centre-South and steady Asian buying.',
    paragraphs: [
      'Raw sugar futures on ICE New York closed higher for a third session as the latest cane crushing report from Brazil’s Centre-South showed a slower pace than the trade expected.',
      'Dealers said Asian refiners continued to price nearby cargoes, while the March/May spread widened slightly. Physical premiums for Santos loading were little changed.',
    ],
    country: 'Brazil',
    flag: 'br',
    tags: ['Price', 'Market'],
  },
  {
    daysAgo: 0.6,
    title: 'Uganda sets new cane price formula for outgrowers',
    description:
      'The sugar regulator published a revised pricing formula linking cane payments to mill sugar recovery.',
    paragraphs: [
      'Uganda’s sugar sector regulator published a revised formula for paying outgrowers, tying the cane price to the sucrose recovered at the mill and to the ex-factory sugar price.',
      'Millers in the Busoga region said the change would take effect from the next crushing season. Outgrower associations welcomed the transparency but asked for monthly publication of the reference price.',
    ],
    country: 'Uganda',
    flag: 'ug',
    tags: ['Policy', 'Price'],
  },
  {
    daysAgo: 1,
    title: 'White premium narrows on refinery restarts',
    description:
      'The London #5 over New York #11 premium eased as Middle East refineries returned from maintenance.',
    paragraphs: [
      'The whites-over-raws premium narrowed as two refineries in the Middle East restarted after scheduled maintenance, adding refined supply into East Africa and the Red Sea.',
      'Traders noted that container freight from the Gulf to Mombasa has eased, supporting competitiveness of regional whites.',
    ],
    country: 'United Arab Emirates',
    flag: 'ae',
    tags: ['Price', 'Trade'],
  },
  {
    daysAgo: 1.5,
    title: 'Santos line-up eases as port adds berth capacity',
    description:
      'Vessels waiting to load sugar at Santos fell week on week after a terminal added a berth window.',
    paragraphs: [
      'The number of vessels waiting to load sugar at Santos fell week on week after one terminal added a berth window and rains stayed away from the port.',
      'Shipping agents said waiting times dropped to around ten days for bulk raws, with bagged whites in containers moving through the container terminals without delay.',
    ],
    country: 'Brazil',
    flag: 'br',
    tags: ['Trade', 'Logistics'],
  },
  {
    daysAgo: 2,
    title: 'India weighs export quota for the new season',
    description: 'Industry bodies lobby for an early decision on export volumes as cane estimates rise.',
    paragraphs: [
      'Indian mill associations asked the government for an early decision on the export quota for the new season, citing higher cane estimates in Maharashtra and Karnataka.',
      'Any quota announcement would add whites to the Asian and East African markets in the first quarter, traders said.',
    ],
    country: 'India',
    flag: 'in',
    tags: ['Policy', 'Trade'],
  },
  {
    daysAgo: 2.5,
    title: 'Thai cane crushing starts with higher sugar yields',
    description: 'Early-season sugar extraction rates in Thailand are above last year’s level.',
    paragraphs: [
      'Thailand’s crushing season started with sugar extraction rates above last year’s, as dry weather in the final weeks raised sucrose content.',
      'Thai raws for first-quarter shipment were offered at a steady premium over New York #11.',
    ],
    country: 'Thailand',
    flag: 'th',
    tags: ['Market', 'Production'],
  },
  {
    daysAgo: 3,
    title: 'Kenya extends duty-free window for COMESA sugar',
    description:
      'Importers get additional months of duty-free access for sugar from the regional trade bloc.',
    paragraphs: [
      'Kenya extended the window for duty-free imports of sugar from COMESA member states, easing supply to packers in Nairobi and Mombasa.',
      'Ugandan and Zambian exporters are expected to benefit most from the extension.',
    ],
    country: 'Kenya, Uganda',
    flag: 'ke',
    tags: ['Policy', 'Trade'],
  },
  {
    daysAgo: 3.5,
    title: 'EU white sugar prices steady in Region 2',
    description: 'Ex-works prices in Belgium, Germany, France and the Netherlands held level month on month.',
    paragraphs: [
      'European Commission price reporting showed ex-works white sugar prices in Region 2 steady month on month, with industrial users covering first-half needs.',
      'Beet processors reported a normal campaign start, while sugar content in beet samples was slightly below average.',
    ],
    country: 'European Union',
    flag: 'eu',
    tags: ['Price', 'Market'],
  },
  {
    daysAgo: 4,
    title: 'Container freight to West Africa softens',
    description: 'Rates for 20-foot boxes from Santos to Lagos and Abidjan dipped for a second week.',
    paragraphs: [
      'Rates for 20-foot containers from Santos to West African ports dipped for a second week as carriers added capacity on the route.',
      'Bagged white sugar shippers said the lower freight improved delivered prices into Nigeria and Côte d’Ivoire.',
    ],
    country: 'Brazil, Nigeria',
    flag: 'br',
    tags: ['Trade', 'Freight'],
  },
  {
    daysAgo: 4.5,
    title: 'Uganda mills raise output after new boilers come online',
    description: 'Two mills in eastern Uganda report higher daily crushing capacity.',
    paragraphs: [
      'Two sugar mills in eastern Uganda commissioned new boilers, raising daily crushing capacity and reducing downtime during the peak season.',
      'The mills expect surplus sugar for regional export to South Sudan and the Democratic Republic of Congo.',
    ],
    country: 'Uganda',
    flag: 'ug',
    tags: ['Production'],
  },
  {
    daysAgo: 5,
    title: 'Funds trim net long in raw sugar',
    description: 'Speculators reduced their net long position in New York #11 in the latest weekly report.',
    paragraphs: [
      'Large speculators reduced their net long position in New York #11 futures and options, according to the latest weekly positioning data.',
      'Analysts said the reduction left room for renewed buying if Brazilian output disappoints.',
    ],
    country: 'United States',
    flag: 'us',
    tags: ['Market', 'Price'],
  },
  {
    daysAgo: 5.5,
    title: 'Mexico’s exports to the US within suspension agreement limits',
    description: 'Shipments to the United States stay within the agreed volumes for the season.',
    paragraphs: [
      'Mexican sugar shipments to the United States remain within the limits of the suspension agreements for the current season.',
      'Exporters are watching the re-export programme for additional opportunities.',
    ],
    country: 'Mexico',
    flag: 'mx',
    tags: ['Trade', 'Policy'],
  },
  {
    daysAgo: 6,
    title: 'Monsoon rains boost cane prospects in Uttar Pradesh',
    description: 'Good rainfall lifts yield expectations in India’s largest cane-growing state.',
    paragraphs: [
      'Above-average monsoon rainfall in Uttar Pradesh lifted cane yield expectations for the coming season.',
      'Mills in the state plan to start crushing earlier than last year.',
    ],
    country: 'India',
    flag: 'in',
    tags: ['Weather', 'Production'],
  },
  {
    daysAgo: 6.5,
    title: 'Brazil’s ethanol parity supports sugar mix decisions',
    description: 'Hydrous ethanol prices remain below sugar parity, keeping mills focused on sugar.',
    paragraphs: [
      'Hydrous ethanol prices in São Paulo state remained below sugar export parity, keeping the mills’ sugar mix near its maximum.',
      'A rise in gasoline prices could change the balance later in the season.',
    ],
    country: 'Brazil',
    flag: 'br',
    tags: ['Market'],
  },
  {
    daysAgo: 7,
    title: 'Indonesia issues raw sugar import permits for refiners',
    description:
      'Refiners receive permits for the first half, supporting demand for Thai and Brazilian raws.',
    paragraphs: [
      'Indonesia issued raw sugar import permits to its refiners for the first half of the year.',
      'Traders expect Thai and Brazilian raws to compete for the tonnage, with Australian sugar also offered.',
    ],
    country: 'Indonesia',
    flag: 'id',
    tags: ['Trade', 'Policy'],
  },
  {
    daysAgo: 8,
    title: 'Uganda and Tanzania agree on sugar trade verification',
    description: 'A joint verification process aims to end disputes over the origin of traded sugar.',
    paragraphs: [
      'Uganda and Tanzania agreed on a joint process to verify the origin of sugar traded between the two countries, aiming to end border disputes.',
      'Exporters said the agreement should shorten clearance at the border posts.',
    ],
    country: 'Uganda, Tanzania',
    flag: 'ug',
    tags: ['Trade', 'Policy'],
  },
  {
    daysAgo: 9,
    title: 'Beet sowing intentions lower in the EU',
    description: 'Early surveys point to a smaller beet area for next year.',
    paragraphs: [
      'Early surveys of farmers point to a smaller sugar beet area in the European Union next year, as returns from cereals improve.',
    ],
    country: 'European Union',
    flag: 'eu',
    tags: ['Production'],
  },
  {
    daysAgo: 10,
    title: 'Dry spell in Queensland trims cane estimate',
    description: 'Australia’s cane estimate is revised down after weeks of dry weather.',
    paragraphs: [
      'A dry spell in northern Queensland led millers to revise down their cane estimate for the season.',
    ],
    country: 'Australia',
    flag: 'au',
    tags: ['Weather'],
  },
  {
    daysAgo: 11,
    title: 'Physical premiums for Brazil 45 ICUMSA hold steady',
    description: 'Refined Brazilian sugar for nearby shipment trades at unchanged premiums to London #5.',
    paragraphs: [
      'Brazilian 45 ICUMSA sugar for nearby shipment traded at unchanged premiums over London #5, with buyers in West Africa and the Middle East active.',
    ],
    country: 'Brazil',
    flag: 'br',
    tags: ['Price'],
  },
  {
    daysAgo: 12,
    title: 'China raises import quota allocation for processors',
    description: 'Processors receive additional out-of-quota import licences.',
    paragraphs: [
      'China allocated additional import licences to sugar processors, supporting demand for raws from Brazil and Thailand.',
    ],
    country: 'China',
    flag: 'cn',
    tags: ['Policy'],
  },
  {
    daysAgo: 13,
    title: 'East African packers switch to 25-kg bags',
    description: 'Packers cite lower handling costs and better fit in 20-foot containers.',
    paragraphs: [
      'Several East African packers moved from 50-kg to 25-kg bags, citing lower handling costs and a better fit in 20-foot containers.',
    ],
    country: 'Kenya',
    flag: 'ke',
    tags: ['Logistics'],
  },
  {
    daysAgo: 14,
    title: 'Sugar conference highlights sustainability certification',
    description: 'Buyers ask for certified sugar in more supply contracts.',
    paragraphs: [
      'Delegates at a regional sugar conference said buyers increasingly ask for certified sustainable sugar in supply contracts.',
    ],
    country: 'United Kingdom',
    flag: 'gb',
    tags: ['Industry'],
  },
  {
    daysAgo: 15,
    title: 'Philippine mills report slower start to milling',
    description: 'Late rains delayed the start of milling on Negros.',
    paragraphs: [
      'Late rains on Negros island delayed the start of milling, and the sugar regulator kept its production estimate under review.',
    ],
    country: 'Philippines',
    flag: 'ph',
    tags: ['Production', 'Weather'],
  },
];

const day = 86_400_000;

/** About two dozen items, so the 21-item limit and the Price/Trade order show on a fresh installation. */
export const demoNewsItems = (now: Date): NewsItemDraft[] =>
  items.map((item) => {
    const at = Math.round(now.getTime() - item.daysAgo * day);
    return {
      title: item.title,
      description: item.description,
      article: item.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
      author: 'PSC Market Desk (demo)',
      country: item.country,
      createdDate: at,
      lastUpdated: at,
      link: null,
      tags: item.tags,
      thumbnail: item.flag !== null,
      thumbnailUrl: item.flag === null ? null : `/flags/${item.flag}.svg`,
    };
  });

import travelDemandMessages from 'virtual:inkslot-message-sections/travelDemand';
import TravelDemandForm from '#web/src/features/public-profile/components/travel-demand-form.tsx';

/**
 * The guest-spot demand form with its words (a lazy section): loaded by the artist page only when
 * a visitor asks to be told of a travel's opening, so neither is in the page's first load.
 */
export default function TravelDemand(props: { pseudo: string; travelId: string; city: string }) {
  return <TravelDemandForm {...props} messages={travelDemandMessages} />;
}

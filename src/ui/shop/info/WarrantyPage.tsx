import { Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores/StoresContext';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { WARRANTY_YEARS, shopFacts } from './shopFacts';

/** /warranty: up to 3 years (docs/behaviour.md#the-shops-promises); each product page states its own period. */
export const WarrantyPage = observer(function WarrantyPage() {
  const facts = shopFacts(useStores().settings.settings);
  return (
    <InfoPageLayout
      title="Warranty"
      description="Sheesham Home furniture comes with a warranty of up to 3 years against manufacturing and structural defects."
      intro={
        <Text>
          We stand behind what we make. Every piece carries a warranty of up to {WARRANTY_YEARS} years against
          manufacturing and structural defects. The exact period for each product is shown on its page under
          “Warranty”, and it starts on the day of delivery.
        </Text>
      }
    >
      <InfoSection title="What the warranty covers">
        <ul>
          <li>Joints that loosen or come apart in normal use.</li>
          <li>Cracks or splits in the frame caused by how the piece was made.</li>
          <li>Drawer runners, hinges, locks and other hardware that fail in normal use.</li>
          <li>Peeling or bubbling of the finish that is not caused by heat, water or chemicals.</li>
        </ul>
      </InfoSection>
      <InfoSection title="What it does not cover">
        <ul>
          <li>Normal wear and tear, scratches, dents and stains from use.</li>
          <li>Damage from direct sunlight, standing water, heat sources or damp walls.</li>
          <li>
            Natural features of wood: variation in grain and colour, slight darkening over time, and small
            seasonal movement.
          </li>
          <li>
            Furniture that has been modified, repaired by someone else, or used for a purpose it was not made
            for.
          </li>
          <li>
            Fabric and cushions on sofas and chairs, which are covered for one year against stitching defects.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="How to make a claim">
        <Text>
          Call{' '}
          <Link href={facts.phoneHref} color="brand.700">
            {facts.phone}
          </Link>{' '}
          or e-mail{' '}
          <Link href={facts.emailHref} color="brand.700">
            {facts.email}
          </Link>{' '}
          with your order number and a few photos of the problem. If it is covered, we repair the piece at
          your home or collect it for repair; if it cannot be repaired, we replace it.
        </Text>
      </InfoSection>
      <InfoSection title="Caring for wooden furniture">
        <ul>
          <li>Dust with a soft, dry cloth; wipe spills at once.</li>
          <li>
            Keep furniture a few centimetres from walls and away from direct sun and air-conditioner vents.
          </li>
          <li>Use coasters and table mats for hot or wet dishes.</li>
          <li>Polish with a little wax or furniture oil every few months to keep the wood nourished.</li>
        </ul>
      </InfoSection>
    </InfoPageLayout>
  );
});

import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores/StoresContext';
import { GrievanceOfficerDetails } from './GrievanceOfficerDetails';
import { InfoLink } from './InfoLink';
import { InfoSection } from './InfoPageLayout';

/**
 * The Privacy Notice on the shopper's rights (access, correction, erasure, withdrawing consent, nominating someone,
 * grievances) and where each is exercised in the shop, ending with the grievance officer and the Data Protection
 * Board of India.
 */
export const PrivacyRights = observer(function PrivacyRights() {
  const officerNamed = useStores().settings.settings.grievanceOfficerName !== '';
  const whom = officerNamed ? 'our grievance officer' : 'customer care';
  return (
    <InfoSection title="Your rights">
      <ul>
        <li>
          <strong>See your data</strong>: &lsquo;Download my data&rsquo; under{' '}
          <InfoLink to="/profile">Profile</InfoLink> → &lsquo;Your data&rsquo; gives you a file of your
          profile, addresses, orders, reviews and complaints.
        </li>
        <li>
          <strong>Correct it</strong>: change your name and saved addresses in your Profile; for anything
          else, write to {whom}.
        </li>
        <li>
          <strong>Erase it</strong>: &lsquo;Delete my account&rsquo; under Profile → &lsquo;Your data&rsquo;
          removes your profile, your addresses, your name on your reviews and your sign-in, and keeps your
          orders only for the tax records described above.
        </li>
        <li>
          <strong>Withdraw your consent</strong> at any time, as easily as you gave it: deleting your account
          withdraws it. What we did with your data before stays lawful.
        </li>
        <li>
          <strong>Nominate someone</strong> to use these rights for you should you die or be unable to: write
          to {whom}.
        </li>
        <li>
          <strong>Complain</strong> to {whom} or on our{' '}
          <InfoLink to="/grievance">Grievance Redressal</InfoLink> page. We acknowledge every complaint within
          48 hours and resolve it within one month.
        </li>
      </ul>
      <GrievanceOfficerDetails headingLevel="h3" />
      <Text>
        If you are not satisfied with our answer to your complaint, you can complain to the Data Protection
        Board of India.
      </Text>
    </InfoSection>
  );
});

import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import CreditCard from '@mui/icons-material/CreditCard';
import Domain from '@mui/icons-material/Domain';
import Draw from '@mui/icons-material/Draw';
import Flag from '@mui/icons-material/Flag';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import HowToReg from '@mui/icons-material/HowToReg';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import List from '@mui/icons-material/List';
import LocationCity from '@mui/icons-material/LocationCity';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Payments from '@mui/icons-material/Payments';
import PendingActions from '@mui/icons-material/PendingActions';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Place from '@mui/icons-material/Place';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Restaurant from '@mui/icons-material/Restaurant';
import Savings from '@mui/icons-material/Savings';
import Settings from '@mui/icons-material/Settings';
import Smartphone from '@mui/icons-material/Smartphone';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Tune from '@mui/icons-material/Tune';
import Upload from '@mui/icons-material/Upload';
import UploadFile from '@mui/icons-material/UploadFile';
import ViewModule from '@mui/icons-material/ViewModule';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Work from '@mui/icons-material/Work';

/** Material icon names used by the modules table (`icono`), mapped to bundled icons. */
const ICONS: Record<string, SvgIconComponent> = {
  account_balance: AccountBalance,
  assessment: Assessment,
  badge: Badge,
  business: Business,
  category: Category,
  credit_card: CreditCard,
  domain: Domain,
  draw: Draw,
  flag: Flag,
  groups: Groups,
  history: History,
  home: Home,
  how_to_reg: HowToReg,
  inventory: Inventory,
  inventory_2: Inventory2,
  list: List,
  location_city: LocationCity,
  manage_accounts: ManageAccounts,
  payments: Payments,
  pending_actions: PendingActions,
  people: People,
  person: Person,
  person_add: PersonAdd,
  place: Place,
  point_of_sale: PointOfSale,
  receipt: Receipt,
  receipt_long: ReceiptLong,
  request_quote: RequestQuote,
  restaurant: Restaurant,
  savings: Savings,
  settings: Settings,
  smartphone: Smartphone,
  storefront: Storefront,
  support_agent: SupportAgent,
  tune: Tune,
  upload: Upload,
  upload_file: UploadFile,
  view_module: ViewModule,
  volunteer_activism: VolunteerActivism,
  work: Work,
};

/** The icon names a module may take, for the module form's choice. */
export const ICON_NAMES: readonly string[] = Object.keys(ICONS).sort();

export function MenuIcon({ name, fontSize = 'medium' }: { name: string | null | undefined; fontSize?: 'small' | 'medium' | 'large' }) {
  const Icon = (name && ICONS[name]) || Article;
  return <Icon fontSize={fontSize} aria-hidden />;
}

import type { SvgIconComponent } from '@mui/icons-material';
import DirectionsBusOutlinedIcon from '@mui/icons-material/DirectionsBusOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import MuseumOutlinedIcon from '@mui/icons-material/MuseumOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import type { TipCategory } from '@trilha/shared';

const ICONS: Record<TipCategory, SvgIconComponent> = {
  transport: DirectionsBusOutlinedIcon,
  money: PaymentsOutlinedIcon,
  safety: HealthAndSafetyOutlinedIcon,
  culture: MuseumOutlinedIcon,
  food: RestaurantOutlinedIcon,
  health: LocalHospitalOutlinedIcon,
  other: LightbulbOutlinedIcon,
};

export function TipCategoryIcon({
  category,
  fontSize,
}: {
  category: TipCategory;
  fontSize?: 'small' | 'medium';
}) {
  const Icon = ICONS[category];
  return <Icon fontSize={fontSize} aria-hidden />;
}

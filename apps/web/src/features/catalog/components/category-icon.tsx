import Activity from 'lucide-react/icons/activity';
import Citrus from 'lucide-react/icons/citrus';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Droplet from 'lucide-react/icons/droplet';
import Flame from 'lucide-react/icons/flame';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Heart from 'lucide-react/icons/heart';
import Leaf from 'lucide-react/icons/leaf';
import Pill from 'lucide-react/icons/pill';
import Shield from 'lucide-react/icons/shield';
import Tablets from 'lucide-react/icons/tablets';
import Wind from 'lucide-react/icons/wind';
import type { ComponentType, SVGProps } from 'react';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Icon keys of the category list (shared/catalog/categories.ts) and the spec's aliases; unknown keys get a pill. */
const icons: Record<string, Icon> = {
  pill: Pill,
  flame: Flame,
  antacid: Flame,
  droplet: Droplet,
  wind: Wind,
  cold: Wind,
  activity: Activity,
  shield: Shield,
  leaf: Leaf,
  flask: FlaskConical,
  homeopathic: FlaskConical,
  orange: Citrus,
  nutraceutical: Citrus,
  clipboard: ClipboardList,
  prescription: ClipboardList,
  heart: Heart,
  vitamin: Tablets,
};

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Component = icons[icon] ?? Pill;
  return <Component aria-hidden="true" className={className} />;
}

import { IconBuildingStore } from '@tabler/icons-react';
import { BrandMark } from '../../../components/ui/brand-logo';
import classes from './connecting-animation.module.css';

/** Two linked nodes, the store and Seller Tools, pulsing while the connection is made. Decorative. */
export function ConnectingAnimation() {
  return (
    <div className={classes.scene} aria-hidden>
      <div className={`${classes.node} ${classes.left}`}>
        <IconBuildingStore size={32} stroke={1.6} />
      </div>
      <div className={classes.link} />
      <div className={`${classes.node} ${classes.right}`}>
        <BrandMark size={40} inverted />
      </div>
    </div>
  );
}

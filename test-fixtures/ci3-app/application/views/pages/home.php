<?php defined('BASEPATH') OR exit('No direct script access allowed'); ?>
<!-- A view: routelens links reads each URL helper call in it. -->
<link rel="stylesheet" href="<?php echo base_url('assets/css/site.css'); ?>">
<nav>
  <?php echo anchor('products/12', 'Product 12'); ?>
  <?php echo anchor('blog/about', 'About'); ?>
  <a href="<?php echo site_url('products/' . $product->id); ?>">This product</a>
  <a href="<?= site_url(array('catalog', 'product_lookup_by_id', 7)) ?>">Product 7</a>
  <?php echo anchor('catalog/product-lookup', 'Lookup'); ?>
  <?php echo anchor('pages/veiw/home', 'Home'); ?>
  <?php echo anchor('https://codeigniter.com', 'CodeIgniter'); ?>
</nav>
<?php echo form_open('login'); ?>
  <input name="user"><button>Log in</button>
<?php echo form_close(); ?>
<?php echo form_open('login', array('method' => 'get')); ?>
<?php echo form_close(); ?>

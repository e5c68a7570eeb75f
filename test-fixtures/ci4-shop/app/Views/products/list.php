<?= $this->extend('layout') ?>
<?= $this->section('content') ?>
<nav>
  <a href="<?= site_url('/') ?>">Home</a>
  <a href="<?= route_to('about') ?>">About</a>
  <a href="<?= url_to('product', 'blue-mug') ?>">Blue mug</a>
  <a href="<?= url_to('product') ?>">A product</a>
  <a href="<?= route_to('prodcts') ?>">All products</a>
  <a href="<?= url_to('Products::under', '9.99') ?>">Under 9.99</a>
  <a href="<?= base_url('orders/' . $order['id']) ?>">Your order</a>
  <?= anchor('contact', 'Contact') ?>
  <?= anchor('cart/add/3', 'Add to cart') ?>
  <?= anchor('help/faq', 'FAQ') ?>
</nav>
<?php foreach ($products as $product): ?>
  <a href="<?= url_to('product', $product['slug']) ?>"><?= esc($product['name']) ?></a>
  <?= form_open('cart/add/' . $product['id']) ?>
    <button>Add</button>
  <?= form_close() ?>
<?php endforeach ?>
<?= form_open('login') ?>
<?= form_close() ?>
<img src="<?= base_url('images/logo.png') ?>" alt="">
<?= $this->endSection() ?>
